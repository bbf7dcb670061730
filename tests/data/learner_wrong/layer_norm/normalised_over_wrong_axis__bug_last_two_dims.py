# https://github.com/reczoo/FuxiCTR/issues/23
# nn.LayerNorm([num_fields, embedding_dim]): the statistics are taken over the last two axes
# (all tokens of a sequence together) instead of per token over the features.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    axes = (-2, -1) if x.ndim >= 2 else (-1,)
    mean = x.mean(axis=axes, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
    return (gamma * (x - mean) / np.sqrt(var + eps) + beta).astype(x.dtype)
