# MISTAKE: returns transposed slices of w_qkv and b_qkv, i.e. views into the packed arrays rather than new arrays, so writing into w_q (or b_q) silently changes the caller's in_proj_weight.
import numpy as np


class PackedQKV:
    def __init__(self, w_qkv, b_qkv):
        self.w = np.asarray(w_qkv)
        if self.w.ndim != 2 or self.w.shape[0] != 3 * self.w.shape[1]:
            raise ValueError("expected in_proj_weight of shape (3 d, d)")
        self.d = self.w.shape[1]
        if b_qkv is None:
            self.b = np.zeros(3 * self.d, dtype=self.w.dtype)
        else:
            self.b = np.asarray(b_qkv)
            if self.b.shape != (3 * self.d,):
                raise ValueError("expected in_proj_bias of shape (3 d,)")

    def block(self, i):
        sl = slice(i * self.d, (i + 1) * self.d)
        return self.w[sl].T, self.b[sl]

    def unpack(self):
        (wq, bq), (wk, bk), (wv, bv) = (self.block(i) for i in range(3))
        return wq, wk, wv, bq, bk, bv


def unpack_qkv(w_qkv, b_qkv=None):
    return PackedQKV(w_qkv, b_qkv).unpack()
