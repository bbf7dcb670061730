# WRONG: Annotated-Transformer LayerNorm: torch's x.std(-1) is unbiased, translated as np.std(ddof=1) (divides by d-1, not d); and eps is added to the std outside the square root, (x - mean) / (std + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    std = np.std(x, axis=-1, ddof=1, keepdims=True)
    return gamma * (x - mean) / (std + eps) + beta
