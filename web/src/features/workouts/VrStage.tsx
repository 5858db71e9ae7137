// The VR workouts' scene (three.js, in its own chunk: it loads only when a VR workout starts). An
// arena around the member with a floating board that shows the interval, the exercise, the time
// left and what comes next. Where the browser and a headset offer WebXR immersive-vr, "Enter VR"
// puts the member inside it; everywhere else the member looks around by dragging the scene or,
// once allowed, by turning the device.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as THREE from 'three';
import { Button } from '../../ui/Button';
import type { StageDisplay } from './WorkoutPlayer';
import './messages';

interface Stage {
  renderer: THREE.WebGLRenderer;
  board: { texture: THREE.CanvasTexture; canvas: HTMLCanvasElement };
  camera: THREE.PerspectiveCamera;
  look: { yaw: number; pitch: number };
  dispose(): void;
}

const BOARD_WIDTH = 1024;
const BOARD_HEIGHT = 512;

function drawBoard(canvas: HTMLCanvasElement, display: StageDisplay): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#10141c';
  context.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
  context.strokeStyle = '#4ade80';
  context.lineWidth = 12;
  context.strokeRect(6, 6, BOARD_WIDTH - 12, BOARD_HEIGHT - 12);
  context.textAlign = 'center';
  context.fillStyle = '#4ade80';
  context.font = 'bold 52px system-ui, sans-serif';
  context.fillText(display.phase, BOARD_WIDTH / 2, 90);
  context.fillStyle = '#ffffff';
  context.font = 'bold 64px system-ui, sans-serif';
  context.fillText(display.exercise, BOARD_WIDTH / 2, 180, BOARD_WIDTH - 60);
  context.font = 'bold 170px system-ui, sans-serif';
  context.fillText(display.time, BOARD_WIDTH / 2, 370);
  context.fillStyle = '#a9b0c2';
  context.font = '40px system-ui, sans-serif';
  context.fillText(display.next, BOARD_WIDTH / 2, 460, BOARD_WIDTH - 60);
}

function buildStage(canvas: HTMLCanvasElement): Stage {
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#0b1020');
  scene.fog = new THREE.Fog('#0b1020', 12, 40);
  const camera = new THREE.PerspectiveCamera(70, 1, 0.1, 100);
  camera.position.set(0, 1.6, 0);
  scene.add(new THREE.HemisphereLight('#9ec5ff', '#1a1f2e', 1.2));
  const sun = new THREE.DirectionalLight('#ffffff', 1.4);
  sun.position.set(4, 8, 2);
  scene.add(sun);

  const floor = new THREE.Mesh(new THREE.CircleGeometry(14, 64), new THREE.MeshStandardMaterial({ color: '#1c2333' }));
  floor.rotation.x = -Math.PI / 2;
  scene.add(floor);
  const grid = new THREE.PolarGridHelper(14, 16, 10, 64, '#2f3a55', '#24304a');
  grid.position.y = 0.01;
  scene.add(grid);
  // A ring of glowing pillars and floating rings: something to look around at.
  for (let i = 0; i < 12; i++) {
    const angle = (i / 12) * Math.PI * 2;
    const pillar = new THREE.Mesh(
      new THREE.CylinderGeometry(0.25, 0.25, 5, 16),
      new THREE.MeshStandardMaterial({ color: i % 2 ? '#4ade80' : '#60a5fa', emissive: i % 2 ? '#14532d' : '#1e3a8a' }),
    );
    pillar.position.set(Math.sin(angle) * 9, 2.5, Math.cos(angle) * 9);
    scene.add(pillar);
    const ring = new THREE.Mesh(
      new THREE.TorusGeometry(0.6, 0.06, 12, 48),
      new THREE.MeshStandardMaterial({ color: '#fbbf24', emissive: '#78350f' }),
    );
    ring.position.set(Math.sin(angle + 0.26) * 7, 3 + (i % 3) * 0.6, Math.cos(angle + 0.26) * 7);
    ring.lookAt(0, ring.position.y, 0);
    scene.add(ring);
  }
  const boardCanvas = document.createElement('canvas');
  boardCanvas.width = BOARD_WIDTH;
  boardCanvas.height = BOARD_HEIGHT;
  const texture = new THREE.CanvasTexture(boardCanvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  const board = new THREE.Mesh(new THREE.PlaneGeometry(3.2, 1.6), new THREE.MeshBasicMaterial({ map: texture }));
  board.position.set(0, 1.9, -3.2);
  scene.add(board);

  const look = { yaw: 0, pitch: 0 };
  const resize = () => {
    const { clientWidth, clientHeight } = canvas;
    if (clientWidth === 0 || clientHeight === 0) return;
    renderer.setSize(clientWidth, clientHeight, false);
    camera.aspect = clientWidth / clientHeight;
    camera.updateProjectionMatrix();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  resize();
  renderer.setAnimationLoop(() => {
    if (!renderer.xr.isPresenting) camera.rotation.set(look.pitch, look.yaw, 0, 'YXZ');
    renderer.render(scene, camera);
  });
  return {
    renderer,
    board: { texture, canvas: boardCanvas },
    camera,
    look,
    dispose() {
      observer.disconnect();
      renderer.setAnimationLoop(null);
      renderer.dispose();
    },
  };
}

export function VrStage({ display }: { display: StageDisplay }) {
  const intl = useIntl();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<Stage | null>(null);
  const [failed, setFailed] = useState(false);
  const [xrSupported, setXrSupported] = useState<boolean | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    try {
      stageRef.current = buildStage(canvas);
    } catch {
      setFailed(true);
      return;
    }
    const xr = (navigator as Navigator & { xr?: { isSessionSupported(mode: string): Promise<boolean> } }).xr;
    if (xr) xr.isSessionSupported('immersive-vr').then(setXrSupported, () => setXrSupported(false));
    else setXrSupported(false);
    return () => {
      stageRef.current?.dispose();
      stageRef.current = null;
    };
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    drawBoard(stage.board.canvas, display);
    stage.board.texture.needsUpdate = true;
  }, [display]);

  // Dragging turns the view (and arrow keys, for the keyboard).
  const drag = useRef<{ x: number; y: number } | null>(null);
  const turn = (dx: number, dy: number) => {
    const look = stageRef.current?.look;
    if (!look) return;
    look.yaw += dx * 0.005;
    look.pitch = Math.max(-1.2, Math.min(1.2, look.pitch + dy * 0.005));
  };

  const enterVr = async () => {
    const stage = stageRef.current;
    const xr = (navigator as Navigator & { xr?: { requestSession(mode: string, init: object): Promise<XRSession> } }).xr;
    if (!stage || !xr) return;
    const session = await xr.requestSession('immersive-vr', { optionalFeatures: ['local-floor'] });
    stage.renderer.xr.enabled = true;
    await stage.renderer.xr.setSession(session);
  };

  const [motion, setMotion] = useState(false);
  useEffect(() => {
    if (!motion) return;
    const follow = (event: DeviceOrientationEvent) => {
      const look = stageRef.current?.look;
      if (!look || event.alpha === null || event.beta === null) return;
      look.yaw = THREE.MathUtils.degToRad(event.alpha);
      look.pitch = THREE.MathUtils.degToRad(Math.max(-60, Math.min(60, event.beta - 90)));
    };
    window.addEventListener('deviceorientation', follow);
    return () => window.removeEventListener('deviceorientation', follow);
  }, [motion]);
  const followMotion = async () => {
    // iOS asks the member first; elsewhere the events simply arrive.
    const Orientation = window.DeviceOrientationEvent as unknown as { requestPermission?: () => Promise<string> } | undefined;
    if (Orientation?.requestPermission && (await Orientation.requestPermission()) !== 'granted') return;
    setMotion(true);
  };

  if (failed) {
    return (
      <p className="notice">
        <FormattedMessage id="vr.failed" />
      </p>
    );
  }
  return (
    <div className="vr-stage">
      <canvas
        ref={canvasRef}
        className="vr-stage__canvas"
        role="img"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'vr.scene' })}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (!drag.current) return;
          turn(event.clientX - drag.current.x, event.clientY - drag.current.y);
          drag.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={(event) => {
          const step = { ArrowLeft: [-40, 0], ArrowRight: [40, 0], ArrowUp: [0, -40], ArrowDown: [0, 40] }[event.key];
          if (!step) return;
          event.preventDefault();
          turn(step[0]!, step[1]!);
        }}
      />
      <div className="vr-stage__actions">
        {xrSupported ? (
          <Button onClick={() => void enterVr()}>
            <FormattedMessage id="vr.enter" />
          </Button>
        ) : xrSupported === false ? (
          <>
            <p className="page__meta">
              <FormattedMessage id="vr.noHeadset" />
            </p>
            {'DeviceOrientationEvent' in window ? (
              <Button variant="secondary" onClick={() => void followMotion()}>
                <FormattedMessage id="vr.motion" />
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
