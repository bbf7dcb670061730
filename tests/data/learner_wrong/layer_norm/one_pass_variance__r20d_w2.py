# MISTAKE: one-pass variance E[x^2] - E[x]^2 (in _Stats.var) -- catastrophic cancellation for
# features around 1e6 (and in float32), instead of the two-pass mean((x - mean)^2).
import numpy as np


class _Stats:
    def __init__(self, x):
        self.x = x

    def mean(self):
        return np.einsum('...i->...', self.x)[..., None] / self.x.shape[-1]

    def var(self):
        m = self.mean()
        ex2 = np.einsum('...i,...i->...', self.x, self.x)[..., None] / self.x.shape[-1]
        return np.maximum(ex2 - m * m, 0)


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    st = _Stats(x)
    xhat = (x - st.mean()) / np.sqrt(st.var() + eps)
    return (xhat * gamma + beta).astype(x.dtype)
