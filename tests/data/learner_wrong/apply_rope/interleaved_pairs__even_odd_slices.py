# mistake: pairs neighbours (2i, 2i+1) (GPT-J/RoFormer) instead of rotate-half
import numpy as np
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    theta = base ** (-np.arange(0, d, 2) / d)
    phi = np.asarray(positions)[..., None] * theta
    c, s = np.cos(phi), np.sin(phi)
    out = np.empty_like(x)
    a, b = x[..., 0::2], x[..., 1::2]
    out[..., 0::2] = a * c - b * s
    out[..., 1::2] = b * c + a * s
    return out
