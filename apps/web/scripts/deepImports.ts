/**
 * Imports of a package's index that the bundler cannot trim, taken from the module that declares the
 * name instead. `@rc-component/form`'s index attaches its parts to the form component at module level
 * (`Form.Field = Field`, `Form.useForm = useForm`…), so one name imported from it keeps them all: the
 * form engine and its validator (some 35 KB before compression) came onto the overview's first load
 * with antd's form context, which the kit's text fields read (its Typography draws one for editing).
 * The context takes only the provider. A rewrite that no longer finds its import fails the build:
 * the kit changed, and the rule must be looked at again.
 */
import type { Plugin } from 'vite';

export interface DeepImport {
  /** The module that imports the index. */
  importer: RegExp;
  /** The import as it is written there. */
  from: string;
  /** The same import from the declaring module. */
  to: string;
}

export const DEEP_IMPORTS: readonly DeepImport[] = [
  {
    importer: /antd[\\/]es[\\/]form[\\/]context\.js$/,
    from: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    to: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
  },
];

/** `code` of `id` with its deep imports; null when no rule names the module. */
export function withDeepImports(code: string, id: string, rules: readonly DeepImport[] = DEEP_IMPORTS) {
  const rule = rules.find((r) => r.importer.test(id));
  if (!rule) return null;
  if (!code.includes(rule.from)) throw new Error(`deep imports: ${id} no longer has «${rule.from}»`);
  return code.replace(rule.from, rule.to);
}

export function deepImportsPlugin(): Plugin {
  return {
    name: 'mc-deep-imports',
    apply: 'build',
    transform(code, id) {
      const rewritten = withDeepImports(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
