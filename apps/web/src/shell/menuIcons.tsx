import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BlockOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuIconName } from '../lib/routing/routeTypes';

/** Route records name their icon; the shell (loaded after login) holds the icon components. */
export const menuIcons: Record<MenuIconName, ComponentType> = {
  home: HomeOutlined,
  setting: SettingOutlined,
  demo: ExperimentOutlined,
  playground: AppstoreOutlined,
  plugins: ApiOutlined,
  components: BlockOutlined,
  log: FileTextOutlined,
  kyb: SafetyCertificateOutlined,
  history: HistoryOutlined,
  money: AccountBookOutlined,
  wallet: WalletOutlined,
  bank: BankOutlined,
  team: TeamOutlined,
};
