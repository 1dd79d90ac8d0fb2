// Every text of the app lives in the catalogues, one per language (docs/decisions/0033-languages.md): a
// component that writes words in JSX, or in an attribute a person meets (aria-label, placeholder, title,
// alt, label), shows them in English whatever the language. Names and symbols pass ('Goldfork', '·', '€').
const SAID = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
// Words that are the same in every language the app speaks: the brand and the networks' names.
const NAMES = /^(Goldfork|Instagram|Twitter|YouTube|English|Italiano|JSON|HEIC|JPG|PNG|WebP)$/;

/** True when `text` holds a word (two letters or more) that is not a name. */
function hasWords(text) {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.some((word) => !NAMES.test(word));
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No text written in a component: it comes from the catalogue (t()).' },
    messages: { text: '"{{text}}" is a text: put it in the catalogue (src/i18n/locales) and use t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 60) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      // {'Some words'} as a child
      'JSXElement > JSXExpressionContainer > Literal'(node) {
        if (typeof node.value === 'string' && hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SAID.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' &&
                  node.value.expression.type === 'TemplateLiteral'
                ? node.value.expression.quasis.map((q) => q.value.cooked).join(' ')
                : null;
        if (typeof value === 'string' && hasWords(value)) report(node, value);
      },
    };
  },
};
