import type { ThemeConfig } from 'antd';

/** A calm back-office theme whose texts keep the WCAG AA contrast. */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#2f6f8f',
    colorInfo: '#2f6f8f',
    colorSuccess: '#3f8f5f',
    colorBgLayout: '#f4f6f8',
    borderRadius: 6,
    fontSize: 14,
    // antd's placeholder and secondary greys (45 % black) fall below the WCAG AA contrast of
    // 4.5:1 on white; 60 % black reaches 5.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
  components: {
    // The empty-table text is drawn in the disabled grey, which is too faint to read.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    Layout: { siderBg: '#ffffff', triggerBg: '#e9eef2', triggerColor: '#2f4858' },
    Menu: { itemBorderRadius: 4, itemSelectedBg: '#e3eef3', itemSelectedColor: '#24566f' },
  },
};
