# MISTAKE: (1) the frequency exponent is missing the factor 2: theta_i = base**(-i/head_dim) instead of base**(-2i/head_dim);
# MISTAKE: (2) float32 input comes back float64 (cos/sin tables are float64 and the result is never cast back).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 == 1:
        raise ValueError("head_dim must be even")
    half = head_dim // 2
    pos = np.asarray(positions, dtype=np.float64)
    if pos.ndim > x.ndim - 1:
        raise ValueError("positions have too many axes")
    pos = np.broadcast_to(pos, x.shape[:-1])
    theta = np.array([base ** (-i / head_dim) for i in range(half)])
    a = np.einsum("...,k->...k", pos, theta)
    cos, sin = np.cos(a), np.sin(a)
    first = x[..., :half]
    second = x[..., half:]
    return np.concatenate((first * cos - second * sin, second * cos + first * sin), axis=-1)
