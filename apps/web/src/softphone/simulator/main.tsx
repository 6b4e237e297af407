import { ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_THEME } from '../../lib/theme';
import { SimulatorApp } from './SimulatorApp';

const container = document.getElementById('root');
if (!container) throw new Error('softphone simulator: #root element missing');

createRoot(container).render(
  <StrictMode>
    <ConfigProvider locale={trTR} componentSize="small" theme={APP_THEME}>
      <SimulatorApp />
    </ConfigProvider>
  </StrictMode>,
);
