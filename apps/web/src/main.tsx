/** Entry point of the web UI bundle (apps/web/build.mjs). */
import { render } from 'preact';
import 'uplot/dist/uPlot.min.css';
import './styles.css';
import { App } from './app';
import { takeKeyFromLocation } from './api/key-store';

const root = document.getElementById('app');
if (root !== null)
  render(
    <App
      initialKey={takeKeyFromLocation(window.location, window.history, window.sessionStorage)}
    />,
    root,
  );
