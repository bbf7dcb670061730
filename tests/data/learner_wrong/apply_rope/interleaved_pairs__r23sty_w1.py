# MISTAKE: Pairs neighbouring features (2i, 2i+1) -- the GPT-J / original RoFormer interleaved layout -- instead of the required rotate-half pairing of feature i with feature i + head_dim/2.
import numpy as np


class Rotary:
    def __init__(self, head_dim, base=10000.0):
        if head_dim % 2:
            raise ValueError("head_dim must be even")
        self.head_dim = head_dim
        self.inv_freq = base ** (-np.arange(0, head_dim, 2, dtype=np.float64) / head_dim)

    def __call__(self, x, positions):
        pos = np.asarray(positions, dtype=np.float64)
        try:
            pos = np.broadcast_to(pos, x.shape[:-1])
        except ValueError as err:
            raise ValueError("positions do not broadcast to x.shape[:-1]") from err
        ang = pos[..., None] * self.inv_freq          # (..., d/2)
        cos = np.cos(ang).astype(x.dtype)
        sin = np.sin(ang).astype(x.dtype)
        even = x[..., 0::2]
        odd = x[..., 1::2]
        out = np.empty_like(x)
        out[..., 0::2] = even * cos - odd * sin
        out[..., 1::2] = odd * cos + even * sin
        return out


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    return Rotary(x.shape[-1], base)(x, positions)
