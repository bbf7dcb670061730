import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w.shape}")
    d = w.shape[1]
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b.shape}")
    weights = []
    biases = []
    # copy each PyTorch (d_out, d_in) block element by element into our (d_in, d_out) layout
    for blk in range(3):
        out = np.empty((d, d), dtype=w.dtype)
        for r in range(d):
            for c in range(d):
                out[c, r] = w[blk * d + r, c]
        weights.append(out)
        biases.append(np.array([b[blk * d + i] for i in range(d)], dtype=b.dtype))
    return tuple(weights) + tuple(biases)
