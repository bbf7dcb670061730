# https://github.com/vllm-project/vllm/pull/941
# Bug: GPT-J / RoFormer pairing (rotate_every_two: neighbours 2i, 2i+1 form a pair) instead of the requested
# GPT-NeoX/LLaMA rotate-half pairing (i with i + d/2); frequencies theta_i = base^(-2i/d) are right.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    theta = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)          # (d/2,)
    ang = pos[..., None].astype(np.float64) * theta                      # (..., d/2)
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty(np.broadcast_shapes(x.shape, ang.shape[:-1] + (d,)), dtype=x.dtype)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
