# MISTAKE: the statistics are taken over the hard-coded axis 1, which is the feature axis only for 2-D input; for (batch, seq_len, d_model) it normalises each feature over the sequence instead of each token over its features.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    feat = 1 if x.ndim >= 2 else 0
    n = x.shape[feat]
    mu = np.add.reduce(x, axis=feat, keepdims=True) / n
    dev = x - mu
    var = np.add.reduce(dev * dev, axis=feat, keepdims=True) / n
    return gamma * dev / np.sqrt(var + eps) + beta
