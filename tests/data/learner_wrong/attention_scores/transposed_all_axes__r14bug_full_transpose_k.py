# https://github.com/HsiaoYetGun/ESIM/issues/5 -- tf.transpose / k.T without perm reverses ALL axes ([b,t,d] -> [d,t,b]) instead of swapping the last two: right for 2-D inputs only; batched inputs crash or mix batch/feature axes.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    return (q @ k.T) / np.sqrt(np.asarray(d_k, dtype=q.dtype))
