# URL: https://github.com/EleutherAI/gpt-neox/issues/834
# Bug: rotates neighbouring pairs (2i, 2i+1) ("rotate_every_two", GPT-J style) instead of the half-split pairs (i, i+h) the spec asks for; frequencies theta_i = base**(-2i/d) per pair as usual.
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[..., None].astype(np.float64) * theta
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty(np.broadcast_shapes(x.shape, ang.shape[:-1] + (d,)), dtype=x.dtype)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
