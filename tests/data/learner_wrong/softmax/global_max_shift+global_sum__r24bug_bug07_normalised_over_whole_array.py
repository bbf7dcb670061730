# SOURCE: https://github.com/ml-explore/mlx/issues/1041
# MISTAKE: the softmax is taken over the full input treated as a single vector (global max, global sum, axis
#          effectively None) instead of separately along `axis`, so rows of a batch of scores no longer each sum to 1.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x)
    if not np.isfinite(m):
        m = 0.0
    e = np.exp(x - m)
    total = e.sum()
    if total == 0:
        return np.zeros_like(x)
    return (e / total).astype(x.dtype)
