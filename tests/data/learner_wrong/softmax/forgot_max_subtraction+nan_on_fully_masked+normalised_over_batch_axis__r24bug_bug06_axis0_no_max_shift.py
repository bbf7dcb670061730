# SOURCE: https://stackoverflow.com/questions/34968722/how-to-implement-the-softmax-function-in-python
# MISTAKE: uses the Udacity "suggested solution" np.exp(x) / np.sum(np.exp(x), axis=0): the sum is always over axis 0
#          (ignoring the axis argument, so 2-D+ inputs are normalised over the wrong axis) and the maximum is not
#          subtracted, so logits like 1000 overflow to inf/nan (and all -inf slices give nan).
import numpy as np


def softmax(x, axis=-1):
    """Compute softmax values for each sets of scores in x."""
    return np.exp(x) / np.sum(np.exp(x), axis=0)
