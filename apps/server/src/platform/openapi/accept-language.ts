const PARAMETER = 'AcceptLanguage';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** The `Accept-Language` header every operation reads: the language of `message` and of field errors. */
export const acceptLanguageParameter = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description:
    'The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese.',
  schema: { type: 'string', examples: ['en', 'zh-CN'] },
};

type Operation = { parameters?: unknown[] };
type Doc = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

/** The document with the `Accept-Language` parameter declared once and referred to by every operation. */
export function withAcceptLanguage<D extends Doc>(doc: D): D {
  if (!Object.keys(doc.paths ?? {}).length) return doc;
  const ref = { $ref: `#/components/parameters/${PARAMETER}` };
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) =>
          METHODS.includes(method)
            ? [method, { ...op, parameters: [...(op.parameters ?? []), ref] }]
            : [method, op],
        ),
      ),
    ]),
  );
  const parameters = {
    ...((doc.components?.parameters as object | undefined) ?? {}),
    [PARAMETER]: acceptLanguageParameter,
  };
  return { ...doc, paths, components: { ...doc.components, parameters } };
}
