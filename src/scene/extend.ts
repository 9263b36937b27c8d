// Registers the Pixi classes the scene renders as JSX elements (<pixiSprite>, …).
import { extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';

extend({ Container, Graphics, Sprite, Text });
