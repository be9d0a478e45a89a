import { SecurityCard } from './SecurityCard';
import './security.css';

/** /account-info: account settings (security section for now). */
export default function AccountInfoPage() {
  return (
    <div className="mc-page">
      <SecurityCard />
    </div>
  );
}
