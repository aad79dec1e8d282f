// The text of every string and template literal under a TypeScript node, with its line. A template's parts are
// joined with a blank where each ${…} was, so one statement stays one text.
import ts from 'typescript';

/** @returns {Array<{ text: string, line: number }>} */
export function literalTexts(root, source) {
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ text: node.text, line: lineOf(node, source) });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      found.push({ text: parts.join(' ? '), line: lineOf(node, source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

const lineOf = (node, source) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
