# SOURCE: https://github.com/harvardnlp/annotated-transformer/issues/122
# BUG: the custom LayerNorm uses x.std(-1) with no correction=0, i.e. Bessel's correction
#      (divide by d-1), and adds eps to the std: a_2 * (x - mean) / (std + eps) + b_2 -- not
#      what nn.LayerNorm computes.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = x.mean(axis=-1, keepdims=True)
    std = x.std(axis=-1, ddof=1, keepdims=True)    # BUG: unbiased (ddof=1) std
    out = gamma * (x - mean) / (std + eps) + beta   # BUG: eps outside the sqrt
    return out.astype(x.dtype, copy=False)
