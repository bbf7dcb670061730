# Bug report: https://github.com/hyunwoongko/transformer/issues/7 (also codertimo/BERT-pytorch#30)
# eps added to the standard deviation, out of the square root: (x - mean) / (sqrt(var) + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    std = np.sqrt(var)
    return gamma * (x - mean) / (std + eps) + beta
