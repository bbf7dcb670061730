# MISTAKE: No max-shift before np.exp: logits around 1000 overflow to inf and give NaN weights.
# MISTAKE: The normalising sum is hard-coded to axis=-1 instead of using the `axis` argument, so softmax(x, axis=0) divides by the wrong sums.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)
    total = np.sum(e, axis=-1, keepdims=True)
    return e / total
