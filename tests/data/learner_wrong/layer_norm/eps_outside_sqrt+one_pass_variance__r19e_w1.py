# MISTAKE: two slips: (1) one-pass variance E[x^2] - E[x]^2 computed in the input dtype (loses all
# precision for features ~1e6); (2) eps is added to the standard deviation (outside the sqrt) instead
# of to the variance inside it.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = (x ** 2).mean(-1, keepdims=True) - mean ** 2
    var = np.maximum(var, 0)
    return gamma * (x - mean) / (np.sqrt(var) + eps) + beta
