# SOURCE: https://github.com/Integral2u/SharpMind/pull/4
# MISTAKE: Uses the adjacent-pair ("NORM", GPT-J/ggml) rotary convention, rotating features (2i, 2i+1) together, instead of the required NeoX/HF rotate-half pairing of feature i with feature i + head_dim/2.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions, dtype=np.float64)
    try:
        positions = np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")

    h = head_dim // 2
    theta = base ** (-2.0 * np.arange(h) / head_dim)
    angles = positions[..., None] * theta               # (..., seq_len, h)
    cos = np.cos(angles)
    sin = np.sin(angles)

    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty(x.shape, dtype=np.result_type(x.dtype, np.float64))
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out.astype(x.dtype)
