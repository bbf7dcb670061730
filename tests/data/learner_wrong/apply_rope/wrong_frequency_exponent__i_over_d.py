# mistake: theta_i = base**(-i/d) (the factor 2 in the exponent is missing)
import numpy as np
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    h = d // 2
    pos = np.asarray(positions)
    theta = base ** (-np.arange(h) / d)
    phi = pos[..., None] * theta
    c = np.cos(phi).astype(x.dtype); s = np.sin(phi).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], -1)
