// The smallest React app, built by the same Vite as a yardstick for `npm run size`.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<div />);
