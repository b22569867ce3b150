// ESLint rule `texts/no-inline-texts`: user-facing Serbian text lives in the texts module of
// @marketplace/domain (`texts`), never inline in JSX or in code, so one text has one home and
// the server, the app and the mocks say the same thing.
//
// Reported:
// - JSX text with a letter in it (`<h1>Uredi oglas</h1>`);
// - a string given to a text-bearing JSX attribute (`label="Država"`, `title`, `placeholder`, …);
// - a string or template literal written straight into JSX (`{'Obriši'}`, {`Oglas ${id}`});
// - any string or template literal with a Serbian letter (č ć š ž đ), wherever it is.

const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'cancelLabel',
  'confirmLabel',
  'description',
  'emptyText',
  'hint',
  'label',
  'loadingLabel',
  'placeholder',
  'submitLabel',
  'title',
]);

const SERBIAN_LETTER = /[čćšžđČĆŠŽĐ]/u;
const LETTER = /\p{L}/u;

const messages = {
  jsxText: 'Text shown to users belongs in `texts` (@marketplace/domain), not inline in JSX.',
  attribute: "The '{{name}}' text belongs in `texts` (@marketplace/domain), not inline in JSX.",
  serbian: 'Serbian text belongs in `texts` (@marketplace/domain), not inline in code.',
};

/** @type {import('eslint').Rule.RuleModule} */
const noInlineTexts = {
  meta: {
    type: 'suggestion',
    docs: { description: 'User-facing texts come from the texts module, not inline strings.' },
    schema: [
      {
        type: 'object',
        properties: { jsx: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages,
  },
  create(context) {
    const checkJsx = context.options[0]?.jsx !== false;
    const inJsxExpression = (node) =>
      node.parent?.type === 'JSXExpressionContainer' && node.parent.parent?.type !== 'JSXAttribute';
    const attributeName = (node) => {
      const name = node.name;
      return name.type === 'JSXNamespacedName'
        ? `${name.namespace.name}:${name.name.name}`
        : name.name;
    };
    const textOf = (node) =>
      node.type === 'TemplateLiteral'
        ? node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('')
        : typeof node.value === 'string'
          ? node.value
          : '';

    function checkString(node) {
      const text = textOf(node);
      if (!text) return;
      // Import sources and `declare module` names are paths, not texts.
      if (
        ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(
          node.parent?.type,
        )
      ) {
        return;
      }
      // A JSX attribute's own string is judged by the JSXAttribute visitor below.
      if (node.parent?.type === 'JSXAttribute') return;
      if (checkJsx && inJsxExpression(node) && LETTER.test(text)) {
        context.report({ node, messageId: 'jsxText' });
        return;
      }
      if (SERBIAN_LETTER.test(text)) context.report({ node, messageId: 'serbian' });
    }

    return {
      Literal: checkString,
      TemplateLiteral: checkString,
      JSXText(node) {
        if (checkJsx && LETTER.test(node.value)) context.report({ node, messageId: 'jsxText' });
      },
      JSXAttribute(node) {
        if (node.value?.type !== 'Literal') return;
        const name = attributeName(node);
        const text = String(node.value.value);
        if (checkJsx && TEXT_ATTRIBUTES.has(name) && LETTER.test(text)) {
          context.report({ node: node.value, messageId: 'attribute', data: { name } });
        } else if (SERBIAN_LETTER.test(text)) {
          context.report({ node: node.value, messageId: 'serbian' });
        }
      },
    };
  },
};

export default { rules: { 'no-inline-texts': noInlineTexts } };
