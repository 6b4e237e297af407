import type { ThemeConfig } from 'antd';

/** A calm, low-contrast back-office theme. */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#2f6f8f',
    colorInfo: '#2f6f8f',
    colorSuccess: '#3f8f5f',
    colorBgLayout: '#f4f6f8',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Layout: { siderBg: '#ffffff', triggerBg: '#e9eef2', triggerColor: '#2f4858' },
    Menu: { itemBorderRadius: 4, itemSelectedBg: '#e3eef3', itemSelectedColor: '#24566f' },
  },
};
