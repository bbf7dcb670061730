# URL: https://github.com/flrngel/Self-Attentive-tensorflow/issues/3
# Bug: k transposed with a plain transpose (tf.transpose / k.T) that reverses ALL axes, batch/head axes included, instead of only the last two.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    d_k = q.shape[-1]
    return (q @ np.transpose(k)) / np.sqrt(d_k).astype(q.dtype)
