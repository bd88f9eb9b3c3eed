/**
 * The note `npm run demo` puts at the top of the page, in the page's language: the server writes it
 * into the rendered page, so it is the server's to translate (the page's own words are in
 * src/lib/messages, which the server does not read).
 */

import type { Language } from '../core/kitchen-words.ts';

const BANNER: Record<Language, { name: string; note: string }> = {
  en: {
    name: 'Demo model',
    note: ': recipes, and the ingredients found in a photo, are canned samples, not written or seen by AI. Set HF_TOKEN to cook with a real model.',
  },
  es: {
    name: 'Modelo de demostración',
    note: ': las recetas y los ingredientes encontrados en una foto son ejemplos ya preparados; ninguna IA los ha escrito ni ha visto la foto. Define HF_TOKEN para cocinar con un modelo real.',
  },
  fr: {
    name: 'Modèle de démonstration',
    note: ' : les recettes et les ingrédients repérés sur une photo sont des exemples préparés à l’avance, ni écrits ni vus par une IA. Définissez HF_TOKEN pour cuisiner avec un vrai modèle.',
  },
  de: {
    name: 'Demo-Modell',
    note: ': Rezepte und die auf einem Foto erkannten Zutaten sind vorbereitete Beispiele, weder von einer KI geschrieben noch gesehen. Setze HF_TOKEN, um mit einem echten Modell zu kochen.',
  },
  it: {
    name: 'Modello dimostrativo',
    note: ': le ricette e gli ingredienti trovati in una foto sono esempi già pronti, non scritti né visti da un’IA. Imposta HF_TOKEN per cucinare con un modello vero.',
  },
  pt: {
    name: 'Modelo de demonstração',
    note: ': as receitas e os ingredientes encontrados em uma foto são exemplos prontos, que nenhuma IA escreveu nem viu. Defina HF_TOKEN para cozinhar com um modelo de verdade.',
  },
  nl: {
    name: 'Demomodel',
    note: ': recepten en de ingrediënten die op een foto worden herkend, zijn kant-en-klare voorbeelden, niet door AI geschreven of gezien. Stel HF_TOKEN in om met een echt model te koken.',
  },
  pl: {
    name: 'Model demonstracyjny',
    note: ': przepisy i składniki rozpoznane na zdjęciu to gotowe przykłady – żadna AI ich nie napisała ani nie widziała. Ustaw HF_TOKEN, aby gotować z prawdziwym modelem.',
  },
  ja: {
    name: 'デモモデル',
    note: '：レシピと写真から見つけた食材は用意済みのサンプルで、AIが書いたり見たりしたものではありません。本物のモデルで料理するには HF_TOKEN を設定してください。',
  },
  zh: {
    name: '演示模型',
    note: '：食谱和从照片中识别出的食材都是预先准备的示例，并非由 AI 编写或识别。设置 HF_TOKEN 即可用真实模型做菜。',
  },
};

/** The banner as HTML; every text here is our own, with no markup in it. */
export function demoBanner(language: Language): string {
  const { name, note } = BANNER[language];
  return `<aside class="demo-banner" aria-label="${name}"><p><strong>${name}</strong>${note}</p></aside>`;
}
