/** A recipe with everything the cooking panel uses: a yield, quantities and lines without one, staples, and steps that name durations. */
export const TRAYBAKE = `# Lemon Chicken Traybake

Serves 4 · Total time: 1 hour

## Ingredients

- 4 chicken thighs
- 1 1/2 cups rice
- 2 lemons
- 3 cloves garlic, minced
- 2 tbsp olive oil
- Salt and pepper, to taste
- Fresh parsley, for garnish

## Instructions

1. Heat the oven to 200°C.
2. Rub the chicken with the garlic, oil, salt and pepper, and leave it for 10 minutes.
3. Roast for 35 to 40 minutes, until golden; meanwhile simmer the rice for 15 minutes.
4. Rest for 5 minutes, squeeze over the lemons and scatter the parsley.

## Extra Tip

Swap the rice for couscous.
`;

/** What the cook listed before asking: the traybake still needs garlic and parsley, and the staples. */
export const TRAYBAKE_PANTRY = ['chicken', 'rice', 'lemon', 'onion'];

/** The traybake changed to "make it quicker": what the fake model answers to a change. */
export const QUICK_TRAYBAKE = TRAYBAKE.replace('# Lemon Chicken Traybake', '# Quick Lemon Chicken').replace(
  '35 to 40 minutes',
  '20 minutes',
);
