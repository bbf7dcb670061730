import math
import numpy as np


class CrossAttention:
    """Java-like: weights set in the constructor, results read through getters."""

    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        d_model = w_q.shape[0]
        if d_model % num_heads != 0:
            raise ValueError("d_model %d not divisible by num_heads %d" % (d_model, num_heads))
        self._wq, self._wk, self._wv, self._wo = w_q, w_k, w_v, w_o
        self._h = num_heads
        self._hd = d_model // num_heads
        self._weights = None
        self._output = None

    def getHeadDim(self):
        return self._hd

    def _split(self, t):
        b, s, d = t.shape
        return t.reshape(b, s, self._h, self._hd).transpose(0, 2, 1, 3)

    def _merge(self, t):
        b, h, s, hd = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)

    def forward(self, x_dec, x_enc, enc_padding_mask=None):
        q = self._split(x_dec @ self._wq)
        k = self._split(x_enc @ self._wk)
        v = self._split(x_enc @ self._wv)
        s = (q @ np.swapaxes(k, -1, -2)) / q.dtype.type(math.sqrt(self._hd))
        if enc_padding_mask is not None:
            m = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
            s = np.where(m, s, -np.inf)
        mx = np.max(s, axis=-1, keepdims=True)
        mx = np.where(np.isfinite(mx), mx, 0)
        e = np.exp(s - mx)
        z = np.sum(e, axis=-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        self._weights = w
        self._output = self._merge(w @ v) @ self._wo
        return self

    def getOutput(self):
        return self._output

    def getWeights(self):
        return self._weights


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if w_q.shape[0] % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    att = CrossAttention(w_q, w_k, w_v, w_o, num_heads).forward(x_dec, x_enc, enc_padding_mask)
    return att.getOutput(), att.getWeights()
