# MISTAKE: two slips: (1) the key and value blocks are swapped (rows [d, 2d) are used as W_V and [2d, 3d) as W_K, same for the biases); (2) the bias shape is never checked, so a b_qkv of the wrong length is sliced silently instead of raising ValueError.
import numpy as np


class PackedQKV:
    ORDER = ("q", "v", "k")   # block order inside in_proj_weight

    def __init__(self, w, b):
        self.w = np.asarray(w)
        if self.w.ndim != 2 or self.w.shape[0] != 3 * self.w.shape[1]:
            raise ValueError("w_qkv must have shape (3 d_model, d_model)")
        self.d = self.w.shape[1]
        self.b = np.zeros(3 * self.d, dtype=self.w.dtype) if b is None else np.asarray(b)

    def block(self, name):
        i = self.ORDER.index(name)
        return np.array(self.w[i * self.d:(i + 1) * self.d].T), np.array(self.b[i * self.d:(i + 1) * self.d])


def unpack_qkv(w_qkv, b_qkv=None):
    p = PackedQKV(w_qkv, b_qkv)
    (wq, bq), (wk, bk), (wv, bv) = p.block("q"), p.block("k"), p.block("v")
    return wq, wk, wv, bq, bk, bv
