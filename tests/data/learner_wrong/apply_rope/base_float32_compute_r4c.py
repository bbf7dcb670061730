# correct (extra): angles, cos and sin computed in the input dtype (float32 stays float32 end to end), rotate_half style
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError(f"head_dim {d} is odd")
    dt = x.dtype
    h = d // 2
    inv = (dt.type(base) ** (-np.arange(h, dtype=dt) * dt.type(2) / dt.type(d))).astype(dt)
    ang = np.asarray(positions).astype(dt)[..., None] * inv
    ang = np.concatenate([ang, ang], -1)
    rot = np.concatenate([-x[..., h:], x[..., :h]], -1)
    return x * np.cos(ang) + rot * np.sin(ang)
