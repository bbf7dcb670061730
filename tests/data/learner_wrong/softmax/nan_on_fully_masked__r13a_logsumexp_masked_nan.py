# WRONG: softmax as exp(x - logsumexp(x)); for an all -inf slice the log-sum-exp is log(0) = -inf and -inf - (-inf) = NaN, so a fully masked slice gives NaN instead of zeros.
import numpy as np


def _logsumexp(x, axis):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(divide="ignore"):
        return m + np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True))


def softmax(x, axis=-1):
    with np.errstate(invalid="ignore"):
        return np.exp(x - _logsumexp(x, axis)).astype(x.dtype)
