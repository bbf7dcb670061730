import numpy as np


class PackedInProjection:
    """Wraps torch.nn.MultiheadAttention's in_proj_weight / in_proj_bias."""

    def __init__(self, w_qkv, b_qkv=None):
        w = np.asarray(w_qkv)
        if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
            raise ValueError("in_proj_weight must be (3*d, d), got %s" % (w.shape,))
        self._w = w
        self._d = w.shape[1]
        if b_qkv is not None:
            b = np.asarray(b_qkv)
            if b.shape != (3 * self._d,):
                raise ValueError("in_proj_bias must be (3*d,), got %s" % (b.shape,))
            self._b = b
        else:
            self._b = None

    def _block(self, i):
        d = self._d
        return np.array(self._w[i * d:(i + 1) * d].T, copy=True)

    def _bias(self, i):
        d = self._d
        if self._b is None:
            return np.zeros(d, dtype=self._w.dtype)
        return np.array(self._b[i * d:(i + 1) * d], copy=True)

    def getWq(self):
        return self._block(0)

    def getWk(self):
        return self._block(1)

    def getWv(self):
        return self._block(2)

    def getBq(self):
        return self._bias(0)

    def getBk(self):
        return self._bias(1)

    def getBv(self):
        return self._bias(2)


def unpack_qkv(w_qkv, b_qkv=None):
    p = PackedInProjection(w_qkv, b_qkv)
    return p.getWq(), p.getWk(), p.getWv(), p.getBq(), p.getBk(), p.getBv()
