import numpy as np


class Linear:
    """Row-vector linear layer y = x @ W + b, W of shape (d_in, d_out)."""

    def __init__(self, weight, bias=None):
        self._weight = np.asarray(weight)
        self._bias = None if bias is None else np.asarray(bias)

    def getWeight(self):
        return self._weight

    def getBias(self):
        return self._bias

    def getInFeatures(self):
        return self._weight.shape[0]

    def apply(self, x):
        if x.shape[-1] != self.getInFeatures():
            raise ValueError("x has %d features but the weight expects %d" % (x.shape[-1], self.getInFeatures()))
        y = x @ self.getWeight()
        if self.getBias() is not None:
            y = y + self.getBias()
        return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    return tuple(Linear(w, b).apply(x) for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)))
