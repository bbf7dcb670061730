# wrong: ignores the positions argument and uses 0..seq_len-1 (breaks whenever positions do not start at 0 / are per-batch); loop style, otherwise correct
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 == 1:
        raise ValueError("head_dim must be even")
    h = d // 2
    seq_len = x.shape[-2]
    out = x.copy()
    for p in range(seq_len):
        for i in range(h):
            phi = p * base ** (-2.0 * i / d)
            c, s = np.cos(phi), np.sin(phi)
            a = x[..., p, i]
            b = x[..., p, i + h]
            out[..., p, i] = a * c - b * s
            out[..., p, i + h] = b * c + a * s
    return out
