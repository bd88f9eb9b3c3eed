export function Header() {
  return (
    <header className="site-header">
      <img src="/logo.svg" alt="Pantry Chef logo" width="44" height="44" />
      <h1>Pantry Chef</h1>
    </header>
  );
}
