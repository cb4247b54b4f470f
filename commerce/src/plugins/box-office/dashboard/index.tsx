// The box office's Dashboard pages (ADR 061), each registering its own extension.
import './reports';
import './exchange';
import './sell';
