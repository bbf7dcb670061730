# URL: https://github.com/jadore801120/attention-is-all-you-need-pytorch/issues/52
# Bug: nn.Softmax() without dim: ignores the axis argument and uses PyTorch's legacy implicit dim (axis 0 for 0/1/3-D input, axis 1 otherwise) instead of the requested axis (last by default); stable and -inf-safe otherwise.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    ndim = x.ndim
    dim = 0 if ndim in (0, 1, 3) else 1   # torch.nn.functional._get_softmax_dim
    if ndim == 0:
        return np.ones_like(x)
    m = np.max(x, axis=dim, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=dim, keepdims=True)
    out = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    return out.astype(x.dtype)
