import { Select, type SelectProps } from 'antd';
import { useFiatCurrencies } from './api';

/** A picker of the fiat currencies operators have enabled, from the server (USD first). */
export function FiatCurrencySelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const currencies = useFiatCurrencies();
  return (
    <Select<string>
      {...props}
      loading={currencies.isLoading}
      options={(currencies.data ?? []).map((c) => ({
        value: c.currency,
        label: `${c.currency} · ${c.name}`,
      }))}
    />
  );
}
