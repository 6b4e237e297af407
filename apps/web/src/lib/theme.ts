import type { ThemeConfig } from 'antd';

/** A calm back-office theme whose texts keep the WCAG AA contrast. */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#2f6f8f',
    // The derived hover blue is too light for text on white (a focused 'Düzenle').
    colorPrimaryHover: '#24566f',
    colorInfo: '#2f6f8f',
    colorSuccess: '#3f8f5f',
    colorBgLayout: '#f4f6f8',
    borderRadius: 6,
    fontSize: 14,
    // antd's placeholder and secondary greys (45 % black) fall below the WCAG AA contrast of
    // 4.5:1 on white; 60 % black reaches 5.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // antd's error red (#ff4d4f) reaches 3.3:1 on white; its darker red-7 reaches 5.6:1, for
    // the 'Sil' buttons and the field messages alike.
    colorError: '#cf1322',
  },
  components: {
    // The empty-table text is drawn in the disabled grey, which is too faint to read.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    // A tag's text is its colour's 7th shade, too light on its pale ground (green 3.4:1, cyan
    // 3.4:1, gold 2.8:1, warning 1.8:1); the 8th and 9th shades reach 4.5:1.
    Tag: { green7: '#237804', cyan7: '#006d75', gold7: '#874d00', colorWarning: '#874d00' },
    // An unchecked switch writes its white label on a light grey (1.8:1); a darker grey
    // reaches 4.6:1.
    Switch: {
      colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    },
    Layout: { siderBg: '#ffffff', triggerBg: '#e9eef2', triggerColor: '#2f4858' },
    Menu: { itemBorderRadius: 4, itemSelectedBg: '#e3eef3', itemSelectedColor: '#24566f' },
  },
};
