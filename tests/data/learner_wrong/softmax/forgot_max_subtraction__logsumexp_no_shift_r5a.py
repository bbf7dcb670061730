# mistake: log-sum-exp without the max shift: exp(x - log(sum(exp(x)))) overflows for large logits, underflows for very negative ones
import numpy as np


def softmax(x, axis=-1):
    lse = np.log(np.sum(np.exp(x), axis=axis, keepdims=True))
    return np.exp(x - lse)
