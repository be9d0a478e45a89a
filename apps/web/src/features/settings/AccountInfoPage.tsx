import { AccountSettings } from './AccountSettings';

/** /account-info: the account's settings. */
export default function AccountInfoPage() {
  return (
    <div className="mc-page">
      <AccountSettings />
    </div>
  );
}
