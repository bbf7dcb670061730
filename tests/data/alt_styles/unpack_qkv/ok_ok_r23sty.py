import numpy as np


class PackedInProj:
    """PyTorch's packed [W_Q; W_K; W_V] (each (d_out, d_in)) read block by block."""

    def __init__(self, w_qkv, b_qkv=None):
        w = np.asarray(w_qkv)
        if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
            raise ValueError(f"w_qkv must have shape (3*d, d), got {w.shape}")
        self.d = w.shape[1]
        self.w = w
        if b_qkv is None:
            self.b = np.zeros(3 * self.d, dtype=w.dtype)
        else:
            b = np.asarray(b_qkv)
            if b.shape != (3 * self.d,):
                raise ValueError(f"b_qkv must have shape ({3 * self.d},), got {b.shape}")
            self.b = b

    def block(self, i):
        rows = slice(i * self.d, (i + 1) * self.d)
        return np.array(self.w[rows].T, copy=True), np.array(self.b[rows], copy=True)


def unpack_qkv(w_qkv, b_qkv=None):
    packed = PackedInProj(w_qkv, b_qkv)
    (wq, bq), (wk, bk), (wv, bv) = (packed.block(i) for i in range(3))
    return wq, wk, wv, bq, bk, bv
